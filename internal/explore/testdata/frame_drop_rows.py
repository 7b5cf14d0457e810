import pandas as pd

print(df.drop(["a", "d"], axis=0))
print(df.drop(index="b").drop(["one"], axis=1))
div, rem = divmod(s, [2, 2, 3, 3, 4, 4, 5])
print(div.sum() + rem.sum())
