from .pricing import discounted, line_total


class Cart:
    def __init__(self):
        self.items = []

    def add(self, name, price, qty):
        self.items.append((name, price, qty))

    def total(self, threshold=50):
        subtotal = 0
        for _, price, qty in self.items:
            subtotal += line_total(price, qty)
        return discounted(subtotal, threshold)
