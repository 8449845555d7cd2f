# Practice Shop: TC19-TC20: the shop bar's Reset shop and Log out, and what each leaves behind.
import pytest

from .api import ApiError
from .shop_data import RAIN_JACKET, WOOL_SOCKS


def test_tc19_reset_the_shop(shop, api):
    api.arrange_order((RAIN_JACKET, 1))
    api.add_to_cart(WOOL_SOCKS.id)
    inventory = shop.inventory.open()
    inventory.bar.wait_for_cart_count(1)

    assert inventory.bar.reset_shop() == "The shop was reset."
    inventory.wait_until_open()
    assert inventory.bar.cart_count() == 0
    assert inventory.button_of(WOOL_SOCKS)[0] == "Add to cart"
    assert shop.orders.open().empty_message() == "You have no orders yet."
    # Order numbers start again.
    assert api.arrange_order((WOOL_SOCKS, 1))["number"] == "PS-1001"


def test_tc20_log_out(shop, api):
    inventory = shop.inventory.open()
    inventory.bar.log_out()

    login = shop.login.wait_until_open()
    assert login.logout_message() == "You have logged out."
    # The login has ended everywhere at once: the API refuses its token...
    with pytest.raises(ApiError) as refused:
        api.cart()
    assert (refused.value.status, refused.value.message) == (401, "Log in first.")
    # ...and the views send the browser back to the login.
    assert shop.login.open("/shop/cart").alert() == "Log in to see /shop/cart."
