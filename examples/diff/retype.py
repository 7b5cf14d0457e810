# A new version returns a string where the old one returned a number.
#@ old
def label(item):
    return item.price * 2
#@ new
def label(item):
    return "%s" % (item.price * 2)
#@ call label(product)
