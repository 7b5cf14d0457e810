import pandas as pd

print(df.drop(["a", "d"], axis=0))
print(df.drop(index="b").drop(["one"], axis=1))
div, rem = divmod(s, [2, 2, 3, 3, 4, 4, 5])
print(div.sum() + rem.sum())
# Rows listed in a .loc key of a copy: the copied frame's index labels.
df4 = df3.copy()
df4.loc[["a", "c", "h"], ["one", "when"]] = 0.0
print(df4)
