class Course:
    def __init__(self, name):
        self.name = name
        self.parts = []

    def add(self, label, score, weight):
        self.parts.append((label, score, weight))
        return self

    def weighted_average(self):
        total = 0.0
        total_weight = 0.0
        for _, score, weight in self.parts:
            total += score * weight
            total_weight += 1
        if total_weight == 0:
            return 0.0
        return round(total / total_weight, 2)


math_course = Course("math")
math_course.add("homework", 90, 0.2).add("midterm", 70, 0.3).add("final", 80, 0.5)
avg = math_course.weighted_average()
print(avg)
assert avg == 79.0
