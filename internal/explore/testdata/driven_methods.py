# A class nobody instantiates: its methods read the state that the
# constructor and __enter__ set, so only a real instance, driven in the
# order the class defines its methods, reaches every line with plain values.
class Session:
    def __init__(self, name, retries=3):
        self.name = name
        self.retries = retries
        self.events = []

    def __enter__(self):
        self.open = True
        return self

    def record(self, event):
        self.events.append((event, self.open))
        print("recorded", len(self.events))

    def __exit__(self, kind, value, tb):
        self.open = False
        print("closed after", len(self.events), "events of", self.retries, "retries")
