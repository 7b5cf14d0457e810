"""Wallets that move money between each other."""


class Wallet:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance

    def deposit(self, amount):
        self.balance += amount

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError("insufficient funds")
        self.balance -= amount

    def transfer(self, other, amount):
        self.withdraw(amount)
        self.deposit(amount)


alice = Wallet("alice", 100)
bob = Wallet("bob", 20)
alice.transfer(bob, 30)
print(alice.balance, bob.balance)
assert (alice.balance, bob.balance) == (70, 50)
