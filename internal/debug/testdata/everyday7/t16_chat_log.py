from collections import Counter

TRANSCRIPT = """
alice: morning! standup at 9:45?
bob: ok
carol: can we move it to 10:15
alice: fine: 10:15 it is
bob: see you then
"""


def parse(text):
    messages = []
    for line in text.strip().splitlines():
        speaker, _, said = line.rpartition(":")
        messages.append((speaker.strip(), said.strip()))
    return messages


def talk_stats(messages):
    counts = Counter(speaker for speaker, _ in messages)
    last = {}
    for speaker, said in messages:
        last[speaker] = said
    return counts.most_common(1)[0], last


result = talk_stats(parse(TRANSCRIPT))
print(result)
assert result == (("alice", 2), {"alice": "fine: 10:15 it is", "bob": "see you then", "carol": "can we move it to 10:15"}), result
