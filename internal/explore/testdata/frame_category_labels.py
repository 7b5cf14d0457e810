import pandas as pd
grades["level"] = grades["level"].cat.reorder_categories(["low", "mid", "high"])
print(grades.sort_values(by=["level"]).shape)
s = s.cat.remove_categories(["gone"])
print(s.cat.categories.size)
