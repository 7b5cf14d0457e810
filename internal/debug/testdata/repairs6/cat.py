# op: CAT line: 7 (a shared counter incremented through self)
class Invoice:
    issued = 0

    def __init__(self, amount):
        self.number = Invoice.issued + 1
        self.issued += 1
        self.amount = amount


bills = [Invoice(10), Invoice(20), Invoice(5)]
assert [b.number for b in bills] == [1, 2, 3], [b.number for b in bills]
