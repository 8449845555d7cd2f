# Practice Shop: fixtures: a fresh shopper logged in through the API, its login handed to Chrome.
import pytest

from .api import ShopApi
from .pages import (CartPage, CheckoutPage, CompletePage, InventoryPage, LoginPage, OrderPage,
                    OrdersPage, OverviewPage, ProductPage)


class Pages:
    """The page objects of one browser, so a test reads `shop.cart.lines()`."""

    def __init__(self, driver, base_url):
        self.driver = driver
        self.login = LoginPage(driver, base_url)
        self.inventory = InventoryPage(driver, base_url)
        self.product = ProductPage(driver, base_url)
        self.cart = CartPage(driver, base_url)
        self.checkout = CheckoutPage(driver, base_url)
        self.overview = OverviewPage(driver, base_url)
        self.complete = CompletePage(driver, base_url)
        self.orders = OrdersPage(driver, base_url)
        self.order = OrderPage(driver, base_url)


def pytest_collection_modifyitems(items):
    """Runs the tests in page 73's order, TC01 to TC24, except TC23 first: on a slow shop it
    fails at once, where every other test would first wait out the slowness."""
    items.sort(key=lambda item: (not item.originalname.startswith("test_tc23_"), item.originalname))


@pytest.fixture
def chrome_arguments():
    # The site scrolls smoothly (Bootstrap) unless the user asks for reduced motion; then the
    # scrolling that Selenium does before a click is over before the click.
    return ["--force-prefers-reduced-motion"]


@pytest.fixture
def api(base_url):
    """standard_user logged in through the API, as a shopper of its own (a fresh cookie jar)."""
    return ShopApi(base_url).log_in("standard_user")


@pytest.fixture
def pages(driver, base_url):
    """The page objects of a browser that is not logged in."""
    return Pages(driver, base_url)


@pytest.fixture
def shop(pages, api, driver, base_url):
    """The page objects of a browser that holds the API's login: the same shopper and user, so
    what the API arranges (a cart, details, orders) is what the browser shows."""
    # Cookies are set for the address the browser is at: open a small file of the site first.
    driver.get(f"{base_url}/favicon.svg")
    for cookie in api.cookies:
        driver.add_cookie({"name": cookie.name, "value": cookie.value, "path": "/",
                           "httpOnly": cookie.has_nonstandard_attr("HttpOnly")})
    return pages
