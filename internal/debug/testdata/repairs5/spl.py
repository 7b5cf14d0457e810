# op: SPL (a string given where its words were meant)
def vocabulary(lines):
    words = set()
    for line in lines:
        words.update(line)
    return len(words)


assert vocabulary(["a cat", "a dog"]) == 3
