import pandas as pd

df["grade"] = df["grade"].cat.set_categories(["good", "bad"])
print(df["when"].dt.day.sum(), df["name"].str.upper().iloc[0])
dense = frame.sparse.to_dense()
print(dfl.iloc[[4, 5, 6]].shape, dfl.iloc[:, 4].sum(), dfl.iat[-8, 0])
print(tab.sort_values(by="label", key=lambda col: col.str.lower()).shape)
print(frame2.unstack("animal").shape, frame2.droplevel("animal").index.names)
