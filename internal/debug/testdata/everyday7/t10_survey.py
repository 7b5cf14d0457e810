from collections import Counter


class Survey:
    def __init__(self, title, answers={}):
        self.title = title
        self.answers = answers

    def record(self, question, choice):
        self.answers.setdefault(question, []).append(choice)

    def winners(self):
        return {q: Counter(c).most_common(1)[0][0] for q, c in self.answers.items()}


lunch = Survey("team lunch")
lunch.record("day", "fri")
lunch.record("day", "thu")
lunch.record("day", "fri")
lunch.record("food", "thai")

offsite = Survey("offsite")
offsite.record("place", "lake")
offsite.record("place", "mountains")
offsite.record("place", "lake")

result = (lunch.winners(), offsite.winners())
print(result)
assert result == ({"day": "fri", "food": "thai"}, {"place": "lake"}), result
