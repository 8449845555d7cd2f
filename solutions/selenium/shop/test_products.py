# Practice Shop: TC05-TC09: the product list's controls, a product's page, adding and its limits.
import re

from .shop_data import HIKING_BOOTS, PRODUCTS, RAIN_JACKET, SUN_HAT, TRAIL_BACKPACK, WATER_BOTTLE


def test_tc05_sort_the_products(shop):
    inventory = shop.inventory.open()

    inventory.sort_by("Price (low to high)")
    prices = inventory.prices()
    assert prices == sorted(prices), "prices are not in ascending order"
    assert inventory.names() == [p.name for p in sorted(PRODUCTS, key=lambda p: (p.price, p.name))]

    inventory.sort_by("Price (high to low)")
    assert inventory.names() == [p.name for p in sorted(PRODUCTS, key=lambda p: (-p.price, p.name))]

    inventory.sort_by("Name (Z to A)")
    assert inventory.names() == sorted((p.name for p in PRODUCTS), reverse=True)

    # The sort lives in the address: a reload shows the same list.
    shop.driver.refresh()
    inventory.wait_until_open()
    assert inventory.selected("sort") == "Name (Z to A)"
    assert inventory.names() == sorted((p.name for p in PRODUCTS), reverse=True)


def test_tc06_search_and_filter_the_products(shop):
    inventory = shop.inventory.open()

    inventory.search("backpack")
    assert inventory.result_count() == "Showing 1 of 12 products"
    assert inventory.names() == ["Trail Backpack"]

    inventory.search("  BAG ")
    assert inventory.names() == ["Dry Bag"]

    inventory.search("")
    inventory.filter_by_category("Bags")
    assert inventory.names() == ["Dry Bag", "Map Case", "Trail Backpack"]
    assert inventory.result_count() == "Showing 3 of 12 products"

    inventory.search("socks")
    assert inventory.no_results() == "No products match your search."


def test_tc07_product_page(shop):
    inventory = shop.inventory.open()
    pictures = inventory.pictures()
    for product in PRODUCTS:
        # Its own picture: an address that ends in the product's slug and an extension.
        address, alt = pictures[product.name]
        assert re.search(rf"/{product.slug}\.\w+$", address), f"{product.name} shows {address}"
        assert alt == product.name

    inventory.open_product(RAIN_JACKET)

    product = shop.product.wait_until_open()
    assert product.current_path() == f"/shop/product/{RAIN_JACKET.id}"
    assert product.name() == "Rain Jacket"
    assert product.description() == "Waterproof, breathable and packs into its own pocket."
    assert product.price() == RAIN_JACKET.price
    assert product.category() == "Category: Clothing"
    assert product.stock() == "In stock"
    address, alt = product.picture()
    assert re.search(rf"/{RAIN_JACKET.slug}\.\w+$", address), f"the picture is {address}"
    assert alt == "Rain Jacket"

    assert shop.product.open_for(SUN_HAT).stock() == "Only 2 left"
    assert shop.product.open_for(HIKING_BOOTS).stock() == "Out of stock"


def test_tc08_add_and_remove_from_the_list(shop):
    inventory = shop.inventory.open()

    inventory.add_to_cart(WATER_BOTTLE)
    inventory.add_to_cart(TRAIL_BACKPACK)
    assert inventory.bar.cart_count() == 2
    assert inventory.bar.cart_link_name() == "Cart, 2 items"
    assert inventory.button_of(WATER_BOTTLE) == ("Remove", "remove-water-bottle", True)

    inventory.remove(WATER_BOTTLE)
    assert inventory.bar.cart_count() == 1
    assert inventory.bar.cart_link_name() == "Cart, 1 item"
    assert inventory.button_of(WATER_BOTTLE) == ("Add to cart", "add-to-cart-water-bottle", True)
    assert inventory.button_of(HIKING_BOOTS) == ("Out of stock", "out-of-stock-hiking-boots", False)


def test_tc09_quantity_limits(shop, api):
    # A line holds at most min(5, stock): 5 Rain Jackets, 2 Sun Hats.
    product = shop.product.open_for(RAIN_JACKET)
    assert product.add_to_cart(6) == "Quantity must be a whole number from 1 to 5."
    assert api.cart()["count"] == 0

    assert product.add_to_cart(4) == "Added 4 to your cart."
    assert product.add_to_cart(0) == "Quantity must be a whole number from 1 to 5."
    assert product.add_to_cart(2) == "You can have at most 5 of this product in your cart."
    assert api.cart()["count"] == 4

    sun_hat = shop.product.open_for(SUN_HAT)
    assert sun_hat.add_to_cart(3) == "Quantity must be a whole number from 1 to 2."
    sun_hat.bar.wait_for_cart_count(4)
    assert sun_hat.bar.cart_link_name() == "Cart, 4 items"
