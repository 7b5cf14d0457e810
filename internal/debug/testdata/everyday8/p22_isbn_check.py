def isbn10_valid(code):
    chars = code.replace("-", "")
    if len(chars) != 10:
        return False
    total = 0
    for i, ch in enumerate(chars):
        value = 10 if ch == "X" else int(ch)
        total += (10 - i) * value
        return total % 11 == 0


BOOKS = ["0-306-40615-2", "0-306-40615-3", "0-8044-2957-X", "123"]
result = [isbn10_valid(b) for b in BOOKS]
print(result)
assert result == [True, False, True, False], result
