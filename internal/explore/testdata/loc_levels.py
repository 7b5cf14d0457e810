import pandas as pd

idx = pd.IndexSlice
print(dfmi.loc[idx[:, :, ["C1", "C3"]], idx[:, "foo"]])
print(grid.loc[("a", "one"), "x"])
copy = wide.copy()
copy.loc(axis=0)[:, ["b"]] = -10
print(copy)
print(fl[0:10.5])
print(fl.loc[0:11, "A"], fl.loc[10.5])
