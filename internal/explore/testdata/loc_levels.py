import pandas as pd

idx = pd.IndexSlice
print(dfmi.loc[idx[:, :, ["C1", "C3"]], idx[:, "foo"]])
print(grid.loc[("a", "one"), "x"])
copy = wide.copy()
copy.loc(axis=0)[:, ["b"]] = -10
print(copy)
