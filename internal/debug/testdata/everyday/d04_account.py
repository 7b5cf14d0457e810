class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.history = []

    def deposit(self, amount):
        self.balance += amount
        self.history.append(("deposit", amount))

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError("insufficient funds")
        self.balance += amount
        self.history.append(("withdraw", amount))


acct = Account("ana", 100)
acct.deposit(50)
acct.withdraw(30)
print(acct.balance, acct.history)
assert acct.balance == 120
