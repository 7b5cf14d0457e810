"""A small shop: a cart and its prices."""
