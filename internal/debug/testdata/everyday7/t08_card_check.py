def luhn_valid(number):
    digits = [int(c) for c in number if c.isdigit()]
    total = 0
    double = False
    for i in range(len(digits) - 1, 0, -1):
        d = digits[i]
        if double:
            d *= 2
            if d > 9:
                d -= 9
        total += d
        double = not double
    return total % 10 == 0


def mask(number):
    digits = number.replace(" ", "")
    return "*" * (len(digits) - 4) + digits[-4:]


def accepted(cards):
    return [mask(card) for card in cards if luhn_valid(card)]


CARDS = ["4539 1488 0343 6467", "7992 7398 713", "1234 5678 9012 3456", "4111 1111 1111 1111"]
result = accepted(CARDS)
print(result)
assert result == ["************6467", "*******8713", "************1111"], result
