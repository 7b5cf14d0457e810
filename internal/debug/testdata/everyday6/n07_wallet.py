class Wallet:
    def __init__(self, owner):
        self.owner = owner
        self.balance = 0
        self.deposited = 0
        self.withdrawn = 0

    def deposit(self, amount):
        self.deposited += amount
        self.balance += amount

    def withdraw(self, amount):
        if amount > self.balance:
            return False
        self.withdrawn += amount
        self.deposited -= amount
        return True

    def statement(self):
        return (self.balance, self.deposited, self.withdrawn)


w = Wallet("noor")
w.deposit(100)
w.withdraw(30)
w.deposit(15)
ok = w.withdraw(200)
result = (ok, w.statement())
print(result)
assert result == (False, (85, 115, 30)), result
