# A method reads attributes its class's __init__ sets from its arguments:
# the instance is built from inputs of its own.
class Account:
    def __init__(self, balance: int, limit: int = 100):
        self.balance = balance
        self.limit = limit

    def withdraw(self, amount: int) -> int:
        if amount > self.limit:
            raise ValueError("over the limit")
        if amount > self.balance:
            return -1
        self.balance -= amount
        return self.balance
