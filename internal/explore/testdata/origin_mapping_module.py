# A mapping whose keys are stored folded to lower case: a method that
# deletes a key reads the store its own item assignment fills.
class Folded:
    def __init__(self):
        self._store = {}

    def __setitem__(self, key, value):
        self._store[key.lower()] = value

    def __delitem__(self, key):
        del self._store[key.lower()]

    def __contains__(self, key):
        return key.lower() in self._store

    def setdefault(self, key, default):
        if key not in self:
            self[key] = default
            return "absent"
        return "present"


class Options:
    def __init__(self):
        self.values = {}

    def get(self, name):
        return self.values[name].upper()
