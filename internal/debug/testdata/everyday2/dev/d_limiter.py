class RateLimiter:
    def __init__(self, limit):
        self.limit = limit
        self.used = 0

    def allow(self):
        if self.used >= self.limit:
            return False
        self.used += 1
        return True

    def reset(self):
        self.limit = 0


rl = RateLimiter(2)
first = [rl.allow() for _ in range(3)]
rl.reset()
second = [rl.allow() for _ in range(3)]
print(first, second)
assert second == [True, True, False]
