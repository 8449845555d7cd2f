# Practice Shop: TC21-TC23: access facts checked directly, the layout's geometry, and speed budgets.
import time

from .looks import contrast_ratio
from .shop_data import PRODUCTS, RAIN_JACKET

# WCAG 2 AA: normal-size text needs a contrast of at least 4.5:1.
AA_CONTRAST = 4.5
BUDGET_SECONDS = 2


def test_tc21_accessibility_of_every_view(shop, api):
    api.add_to_cart(RAIN_JACKET.id)
    inventory = shop.inventory.open()

    # Every picture has a text alternative: its product's name.
    for name, (_, alt) in inventory.pictures().items():
        assert alt == name, f"the picture of the {name} has the alt {alt!r}"
    for text, background in inventory.price_colours():
        assert contrast_ratio(text, background) >= AA_CONTRAST, f"price {text} on {background}"
    # The cart is a real link that the keyboard reaches.
    assert inventory.bar.cart_link_is_a_link()
    assert inventory.bar.tab_to_cart_link(), "Tab never reached the cart link"

    assert shop.product.open_for(RAIN_JACKET).picture()[1] == "Rain Jacket"

    # Each checkout field is named by its own label, not only by a placeholder.
    assert shop.checkout.open().labels() == {"first-name": "First name", "last-name": "Last name",
                                             "email": "Email", "postal-code": "Postal code"}


def test_tc22_the_shop_looks_right(shop, api):
    api.add_to_cart(RAIN_JACKET.id)
    inventory = shop.inventory.open()

    # Each product shows its own picture.
    addresses = [address for address, _ in inventory.pictures().values()]
    assert len(set(addresses)) == len(PRODUCTS)
    # Every item's button sits at the same place: at the foot of its item.
    gaps = inventory.button_gaps()
    assert max(gaps) - min(gaps) < 1, f"buttons above their items' foot: {gaps} px"
    # The badge sits at the cart link's right.
    assert inventory.bar.badge_offset_from_cart_link() > 0
    # Prices on the list have the size of the price on a product's page.
    list_sizes = inventory.price_font_sizes()
    product_size = shop.product.open_for(RAIN_JACKET).price_font_size()
    assert set(list_sizes) == {product_size}, f"list {list_sizes} px, product page {product_size} px"


def test_tc23_the_shop_answers_fast(pages):
    login = pages.login.open()
    login.fill("standard_user")

    started = time.monotonic()
    login.submit()
    # The login has answered when the products view opens; the list then comes on its own.
    pages.inventory.wait_for_address()
    view_opened = time.monotonic()
    pages.inventory.wait_until_open()
    list_shown = time.monotonic()

    assert view_opened - started <= BUDGET_SECONDS, f"logging in took {view_opened - started:.1f} s"
    assert list_shown - view_opened <= BUDGET_SECONDS, (
        f"the product list took {list_shown - view_opened:.1f} s after the view opened")
