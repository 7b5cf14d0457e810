import pandas as pd

# A frame selected by a mask of its own column, and one whose column is
# given to a pandas function: neither says its class by a method of its own.
adults = people[people["age"].notna()]
print(adults.head())
events["when"] = pd.to_datetime(events["when"])
print(events["when"].max())
# A plot accessor whose methods are called is a frame's, its columns the
# labels given (an Axes' plot is called itself).
air.plot.scatter(x="london", y="paris", alpha=0.5)
