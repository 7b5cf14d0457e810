# A function whose paths `unstuck solve examples/solve.py` solves: each
# path gets inputs that drive it, checked by running them.
def classify(n: int, word: str) -> str:
    if n < 0:
        return "negative"
    if n % 7 == 3 and word.startswith("ab"):
        return "lucky " + word
    if len(word) > n:
        return "long"
    return "plain"
