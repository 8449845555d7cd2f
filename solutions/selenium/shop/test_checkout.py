# Practice Shop: TC11-TC16: the checkout form, shipping, codes, totals, the order and its e-mail.
import uuid

from .shop_data import (EXPRESS_SHIPPING, FREE_STANDARD_FROM, RAIN_JACKET, SAVE10_PERCENT,
                        STANDARD_SHIPPING, SUN_HAT, TAX_PERCENT, TRAIL_BACKPACK, WOOL_SOCKS, money,
                        percent_of)


def test_tc11_checkout_form_errors(shop, api):
    api.add_to_cart(WOOL_SOCKS.id)
    checkout = shop.checkout.open()

    checkout.continue_()
    expected = {"first-name": "First name is required.", "last-name": "Last name is required.",
                "email": "Email is required.", "postal-code": "Postal code is required."}
    assert checkout.error_messages() == expected
    assert checkout.errors() == expected
    assert checkout.focused_field() == "first-name"

    checkout.fill("Ada", "L" * 41, "ada@example", "1")
    checkout.continue_()
    expected = {"last-name": "Last name has at most 40 characters.",
                "email": "Enter a valid email address.",
                "postal-code": "Postal code has 3 to 10 letters, digits, spaces or hyphens."}
    assert checkout.error_messages() == expected
    assert checkout.errors() == expected
    assert checkout.focused_field() == "last-name"

    checkout.fill("Ada", "Lovelace", "ada@example.com", "SW1A 1AA")
    assert checkout.values() == {"first-name": "Ada", "last-name": "Lovelace",
                                 "email": "ada@example.com", "postal-code": "SW1A 1AA"}
    checkout.continue_()
    shop.overview.wait_until_open()


def test_tc12_shipping_choices_and_free_shipping(shop, api):
    # Two Trail Backpacks are $99.98 of net: just under the free standard shipping from $100.00.
    api.add_to_cart(TRAIL_BACKPACK.id, 2)
    assert 2 * TRAIL_BACKPACK.price < FREE_STANDARD_FROM
    checkout = shop.checkout.open()
    assert checkout.shipping_labels() == {"standard": "Standard (3-5 days): $4.99",
                                          "express": "Express (1-2 days): $14.99"}

    api.add_to_cart(WOOL_SOCKS.id)
    assert 2 * TRAIL_BACKPACK.price + WOOL_SOCKS.price >= FREE_STANDARD_FROM
    shop.driver.refresh()
    checkout.wait_until_open()
    assert checkout.shipping_labels() == {"standard": "Standard (3-5 days): free",
                                          "express": "Express (1-2 days): $14.99"}

    checkout.fill("Ada", "Lovelace", "ada@example.com", "12345")
    checkout.continue_()
    overview = shop.overview.wait_until_open()
    assert overview.shipping_method() == "Shipping: Standard (3-5 days)"
    assert "Shipping: $0.00" in overview.totals()

    # Express costs its price whatever the amount.
    api.save_details(shipping="express")
    shop.driver.refresh()
    overview.wait_until_open()
    assert overview.shipping_method() == "Shipping: Express (1-2 days)"
    assert f"Shipping: {money(EXPRESS_SHIPPING)}" in overview.totals()


def test_tc13_discount_codes(shop, api):
    api.add_to_cart(RAIN_JACKET.id)
    checkout = shop.checkout.open()

    assert checkout.apply_discount(" save10 ") == "Code SAVE10 applied: 10% off your items."
    assert checkout.has_remove_discount()

    assert checkout.apply_discount("FREESHIP") == "Code FREESHIP applied: free shipping."
    assert checkout.shipping_labels()["standard"] == "Standard (3-5 days): free"

    assert checkout.apply_discount("SAVE20") == "This code is not valid."

    checkout.remove_discount()
    standard = f"Standard (3-5 days): {money(STANDARD_SHIPPING)}"
    assert checkout.shipping_labels()["standard"] == standard


def test_tc14_order_totals(shop, api):
    # SPEC-4's example: a Rain Jacket and 2 Sun Hats with SAVE10, by express.
    api.add_to_cart(RAIN_JACKET.id)
    api.add_to_cart(SUN_HAT.id, 2)
    api.save_details(shipping="express", discount_code="SAVE10")

    items = RAIN_JACKET.price + 2 * SUN_HAT.price
    discount = percent_of(items, SAVE10_PERCENT)
    net = items - discount
    shipping = EXPRESS_SHIPPING
    tax = percent_of(net, TAX_PERCENT)  # never of shipping
    total = net + shipping + tax

    overview = shop.overview.open()
    assert overview.lines() == [f"Rain Jacket × 1 {money(RAIN_JACKET.price)}",
                                f"Sun Hat × 2 {money(2 * SUN_HAT.price)}"]
    assert overview.totals() == [f"Item total: {money(items)}",
                                 f"Discount (SAVE10): -{money(discount)}",
                                 f"Shipping: {money(shipping)}",
                                 f"Tax (8%): {money(tax)}",
                                 f"Total: {money(total)}"]
    assert money(total) == "$140.36"


def test_tc15_place_an_order(shop, api):
    api.add_to_cart(RAIN_JACKET.id)
    checkout = shop.checkout.open()
    checkout.fill("Ada", "Lovelace", "ada@example.com", "12345")
    assert checkout.values() == {"first-name": "Ada", "last-name": "Lovelace",
                                 "email": "ada@example.com", "postal-code": "12345"}
    checkout.continue_()

    overview = shop.overview.wait_until_open()
    assert overview.ship_to() == "Ship to: Ada Lovelace, 12345"
    assert overview.email() == "Email: ada@example.com"
    assert overview.payment() == "Payment: Practice card ending 4242"
    overview.place_order()

    complete = shop.complete.wait_until_open()
    assert complete.current_path() == "/shop/checkout/complete/PS-1001"
    assert complete.header() == "Thank you for your order!"
    assert complete.order_number() == "Your order number is PS-1001."
    assert complete.confirmation() == "A confirmation was sent to ada@example.com."
    assert complete.bar.cart_count() == 0
    assert api.cart()["lines"] == []


def test_tc16_order_confirmation_e_mail(shop, api):
    # An address of this test's own: every address has its own practice inbox.
    email = f"shopper-{uuid.uuid4().hex[:12]}@example.com"
    api.add_to_cart(RAIN_JACKET.id)
    api.add_to_cart(WOOL_SOCKS.id, 2)
    api.save_details(email=email)
    items = RAIN_JACKET.price + 2 * WOOL_SOCKS.price
    shipping = 0 if items >= FREE_STANDARD_FROM else STANDARD_SHIPPING
    total = items + shipping + percent_of(items, TAX_PERCENT)

    shop.overview.open().place_order()
    shop.complete.wait_until_open()

    message = api.inbox(email)["messages"][0]
    assert message["subject"] == "Order PS-1001 confirmed"
    lines = message["text"].splitlines()
    assert f"Rain Jacket × 1: {money(RAIN_JACKET.price)}" in lines
    assert f"Wool Socks × 2: {money(2 * WOOL_SOCKS.price)}" in lines
    assert f"Total: {money(total)}" in lines
