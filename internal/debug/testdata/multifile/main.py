# A program of three of the user's modules and a library: orders' totals
# with a discount from a threshold on. The last check fails; the faulty
# line is in shop/pricing.py, not here.
import statistics

from shop.cart import Cart

small = Cart()
small.add("pen", 2.5, 3)
small.add("pad", 15.0, 2)
small.add("ink", 12.0, 1)
cart = Cart()
cart.add("pen", 2.5, 4)
cart.add("pad", 15.0, 2)
cart.add("ink", 10.0, 1)
print("mean price", statistics.mean(p for _, p, _ in cart.items))
print("totals", small.total(), cart.total())
assert small.total() == 49.5
assert cart.total() == 45.0
