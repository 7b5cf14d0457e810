# op: CST line: 4 (a reverse loop that stops before index 0)
def reversed_words(words):
    out = []
    for i in range(len(words) - 1, 0, -1):
        out.append(words[i])
    return " ".join(out)


assert reversed_words(["one", "two", "three"]) == "three two one", reversed_words(["one", "two", "three"])
