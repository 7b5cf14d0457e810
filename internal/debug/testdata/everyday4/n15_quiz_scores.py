import itertools

students = ["ana", "ben", "cho", "dev"]
quiz1 = [8, 6, 9, 7]
quiz2 = [9, 7, 10]


def totals(names, *quizzes):
    result = {}
    for name, *marks in zip(names, *quizzes):
        result[name] = sum(marks)
    return result


def best_mark(*quizzes):
    return max(itertools.chain(*quizzes))


t = totals(students, quiz1, quiz2)
print(t, best_mark(quiz1, quiz2))
assert t == {"ana": 17, "ben": 13, "cho": 19, "dev": 7}
