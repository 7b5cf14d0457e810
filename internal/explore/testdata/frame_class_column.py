from pandas.plotting import andrews_curves, parallel_coordinates

data = pd.read_csv("data/iris.data")
andrews_curves(data, "Name")
parallel_coordinates(other, "Name", colormap="gist_rainbow")
