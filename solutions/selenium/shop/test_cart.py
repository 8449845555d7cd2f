# Practice Shop: TC10: the cart's lines and subtotal, a quantity changed in place, and Remove.
from .shop_data import RAIN_JACKET, WOOL_SOCKS, money


def line(product, quantity):
    """A cart line as the cart shows it: (name, price, quantity, line total), amounts in cents."""
    return product.name, product.price, quantity, product.price * quantity


def test_tc10_cart_lines_and_subtotal(shop, api):
    api.add_to_cart(RAIN_JACKET.id)
    api.add_to_cart(WOOL_SOCKS.id, 2)
    cart = shop.cart.open()

    assert cart.lines() == [line(RAIN_JACKET, 1), line(WOOL_SOCKS, 2)]
    assert cart.subtotal() == f"Subtotal: {money(RAIN_JACKET.price + 2 * WOOL_SOCKS.price)}"

    assert cart.set_quantity(WOOL_SOCKS, 3) is None
    assert cart.lines() == [line(RAIN_JACKET, 1), line(WOOL_SOCKS, 3)]
    assert cart.subtotal() == f"Subtotal: {money(RAIN_JACKET.price + 3 * WOOL_SOCKS.price)}"

    assert cart.set_quantity(WOOL_SOCKS, 0) == "Quantity must be a whole number from 1 to 5."
    assert cart.lines() == [line(RAIN_JACKET, 1), line(WOOL_SOCKS, 3)]
    assert cart.subtotal() == f"Subtotal: {money(RAIN_JACKET.price + 3 * WOOL_SOCKS.price)}"

    cart.remove(RAIN_JACKET)
    assert cart.lines() == [line(WOOL_SOCKS, 3)]
    assert cart.subtotal() == f"Subtotal: {money(3 * WOOL_SOCKS.price)}"
    assert cart.bar.cart_count() == 3

    cart.remove(WOOL_SOCKS)
    assert cart.empty_message() == "Your cart is empty."
    assert not cart.has_checkout()
