"""Split entries such as 'Ada Lovelace (36)' into name and age."""


def parse_entry(entry):
    open_at = entry.find("(")
    name = entry[:open_at]
    age = int(entry[open_at + 1:entry.find(")")])
    return name, age


people = [parse_entry(e) for e in ["Ada Lovelace (36)", "Alan Turing (41)"]]
print(people)
assert people[1] == ("Alan Turing", 41)
