class Inventory:
    def __init__(self):
        self.stock = {}
        self.reserved = {}

    def add(self, sku, qty):
        self.stock[sku] = self.stock.get(sku, 0) + qty

    def reserve(self, sku, qty):
        if self.available(sku) < qty:
            raise ValueError("not enough " + sku)
        self.reserved[sku] = self.reserved.get(sku, 0) + qty

    def ship(self, sku, qty):
        self.reserved[sku] -= qty
        self.reserved[sku] -= qty

    def available(self, sku):
        return self.stock.get(sku, 0) - self.reserved.get(sku, 0)


inv = Inventory()
inv.add("mug", 10)
inv.reserve("mug", 4)
inv.ship("mug", 4)
print(inv.stock, inv.reserved, inv.available("mug"))
assert (inv.stock["mug"], inv.available("mug")) == (6, 6)
