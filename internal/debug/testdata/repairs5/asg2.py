# op: ASG (a difference computed and dropped)
class Account:
    def __init__(self, balance):
        self.balance = balance

    def pay(self, amount):
        self.balance - amount
        return self.balance


assert Account(10).pay(3) == 7
