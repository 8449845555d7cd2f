# Practice Shop: TC24: the API and the pages tell the same story, and the server keeps every rule.
import pytest

from .api import ApiError
from .shop_data import HIKING_BOOTS, RAIN_JACKET, money


def refusal(call, *args):
    """(status, message) of an API call that must be refused."""
    with pytest.raises(ApiError) as refused:
        call(*args)
    return refused.value.status, refused.value.message


def test_tc24_the_api_agrees_with_the_pages(shop, api):
    products = api.get("/products?sort=price-asc")
    inventory = shop.inventory.open().sort_by("Price (low to high)")
    assert products["total"] == 12
    assert inventory.items() == [(p["name"], p["description"], money(p["price"]))
                                 for p in products["products"]]

    api.add_to_cart(RAIN_JACKET.id, 2)
    cart = shop.cart.open()
    assert cart.lines() == [(line["name"], line["price"], line["quantity"], line["total"])
                            for line in api.cart()["lines"]]

    # The server is the authority on every limit, whatever a page lets through.
    assert refusal(api.set_quantity, RAIN_JACKET.id, 0)[0] == 400
    assert refusal(api.set_quantity, RAIN_JACKET.id, 1.5)[0] == 400
    assert refusal(api.set_quantity, RAIN_JACKET.id, 6) == (
        409, "You can have at most 5 of this product in your cart.")
    assert refusal(api.add_to_cart, HIKING_BOOTS.id) == (409, "Hiking Boots is out of stock.")
    assert api.cart()["subtotal"] == 2 * RAIN_JACKET.price

    # Log out ends the login at once: its token no longer works.
    api.log_out()
    assert refusal(api.cart) == (401, "Log in first.")
