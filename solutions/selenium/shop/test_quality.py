# Practice Shop: TC21-TC23: access facts checked directly, the layout's geometry, and speed budgets.
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
    inventory.bar.wait_for_cart_count(1)
    addresses = [address for address, _ in inventory.pictures().values()]
    list_price_sizes = inventory.price_font_sizes()
    button_gaps = inventory.button_gaps()
    badge_offset = inventory.bar.badge_offset_from_cart_link()
    product_price_size = shop.product.open_for(RAIN_JACKET).price_font_size()

    # Each product shows its own picture.
    assert len(set(addresses)) == len(PRODUCTS)
    # Prices on the list have the size of the price on a product's page.
    assert set(list_price_sizes) == {product_price_size}, (
        f"list prices {list_price_sizes} px, the product page's {product_price_size} px")
    # Every item's button sits at the same place, at the foot of its item (checked after the
    # prices: a bigger price makes its item taller, which moves that item's button too).
    assert max(button_gaps) - min(button_gaps) < 1, f"gaps under the buttons: {button_gaps}"
    # The badge sits at the cart link's right.
    assert badge_offset > 0, f"the badge's centre is {-badge_offset} px left of the link's"


def test_tc23_the_shop_answers_fast(pages):
    pages.login.open().log_in("standard_user")
    inventory = pages.inventory.wait_until_open()

    # The server's answers as the browser timed them: the page's own work, which a busy machine
    # slows, is left out.
    login = inventory.answer_seconds("/api/shop/login")
    products = inventory.answer_seconds("/api/shop/products")
    assert login <= BUDGET_SECONDS, f"the login answered after {login:.1f} s"
    assert products <= BUDGET_SECONDS, f"the product list answered after {products:.1f} s"
