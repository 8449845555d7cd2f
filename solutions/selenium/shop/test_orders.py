# Practice Shop: TC17-TC18: the order history, one user's alone, and the invoice as a PDF.
import re
from urllib.request import Request, urlopen

from .pdf_text import text_lines
from .shop_data import (CAMPING_MUG, FREE_STANDARD_FROM, RAIN_JACKET, STANDARD_SHIPPING,
                        TAX_PERCENT, WOOL_SOCKS, money, percent_of)


def test_tc17_order_history(shop, api):
    first = api.arrange_order((RAIN_JACKET, 1))
    second = api.arrange_order((WOOL_SOCKS, 2), (CAMPING_MUG, 1))

    orders = shop.orders.open()
    rows = orders.rows()
    assert [row[0] for row in rows] == ["PS-1002", "PS-1001"], "newest first"
    assert all(re.fullmatch(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}", row[1]) for row in rows)
    # Items is the total quantity.
    assert [row[2:] for row in rows] == [("3", money(second["total"])),
                                         ("1", money(first["total"]))]

    orders.open_order("PS-1001")
    order = shop.order.wait_until_open()
    assert order.current_path() == "/shop/orders/PS-1001"
    assert order.lines() == [f"Rain Jacket × 1 {money(RAIN_JACKET.price)}"]

    # Orders belong to the user: another user in this same browser has none.
    order.bar.log_out()
    shop.login.wait_until_open().log_in("visual_user")
    assert shop.orders.open().empty_message() == "You have no orders yet."


def test_tc18_invoice(shop, api, driver):
    api.arrange_order((RAIN_JACKET, 1), (WOOL_SOCKS, 1))
    items = RAIN_JACKET.price + WOOL_SOCKS.price
    shipping = 0 if items >= FREE_STANDARD_FROM else STANDARD_SHIPPING
    total = items + shipping + percent_of(items, TAX_PERCENT)

    address = shop.order.open_order("PS-1001").invoice_address()
    # The link is the browser's: fetch it as the browser would, with its cookies.
    cookies = "; ".join(f"{c['name']}={c['value']}" for c in driver.get_cookies())
    with urlopen(Request(address, headers={"Cookie": cookies}), timeout=10) as response:
        content_type = response.headers["Content-Type"]
        disposition = response.headers["Content-Disposition"]
        pdf = response.read()

    assert content_type == "application/pdf"
    assert disposition == 'attachment; filename="invoice-PS-1001.pdf"'
    assert pdf.startswith(b"%PDF-")
    text = text_lines(pdf)
    assert "Invoice PS-1001" in text
    assert f"Rain Jacket × 1: {money(RAIN_JACKET.price)}" in text
    assert f"Total: {money(total)}" in text
