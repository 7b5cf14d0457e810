# A class whose __getattr__ reads state only __init__ sets (as pandas'
# NDFrame, whose __dir__ lists its columns): the hollow instance __new__
# makes, which is what an __init__ body gets as self, cannot answer dir()
# (it recurses).
class Frame:
    def __init__(self, data):
        object.__setattr__(self, "_columns", list(data["columns"]))
        object.__setattr__(self, "_data", data)
        object.__setattr__(self, "_cache", {})

    def __getattr__(self, name):
        if name in self._columns:
            return self._data[name]
        raise AttributeError(name)

    def __dir__(self):
        # The columns as attributes too (as pandas' frames list theirs).
        return list(super().__dir__()) + list(self._columns)
