# Practice Shop: TC01-TC04: logging in, the login form's errors and the guard of every view.
import pytest

from .shop_data import PRODUCTS, USERS


def test_tc01_log_in_and_see_the_products(pages):
    login = pages.login.open()
    assert login.accepted_usernames() == USERS
    assert login.password_hint() == "Password for every user: practice"

    login.log_in("standard_user")

    inventory = pages.inventory.wait_until_open()
    assert inventory.result_count() == "Showing 12 of 12 products"
    assert inventory.names() == sorted(product.name for product in PRODUCTS)
    assert inventory.bar.signed_in_as() == "Signed in as standard_user"
    assert inventory.bar.cart_count() == 0
    assert inventory.bar.cart_link_name() == "Cart, 0 items"


def test_tc02_locked_user_cannot_log_in(pages):
    login = pages.login.open()
    login.log_in("locked_user")

    assert login.error() == "This user is locked out."
    assert login.current_path() == "/shop"
    login.dismiss_error()
    assert not login.has_error()


@pytest.mark.parametrize("username, password, message", [
    pytest.param("", "practice", "Username is required.", id="no username"),
    pytest.param("", "", "Username is required.", id="nothing, username first"),
    pytest.param("standard_user", "", "Password is required.", id="no password"),
    pytest.param("standard_user", "Practice", "Username and password do not match any user.",
                 id="password in another case"),
    pytest.param("Standard_user", "practice", "Username and password do not match any user.",
                 id="username in another case"),
])
def test_tc03_login_form_errors(pages, username, password, message):
    login = pages.login.open()
    login.log_in(username, password)

    assert login.error() == message
    assert login.current_path() == "/shop"


@pytest.mark.parametrize("view", ["cart", "orders"])
def test_tc04_pages_need_a_login(pages, view):
    target = getattr(pages, view)
    login = pages.login.open(target.PATH)
    assert login.alert() == f"Log in to see {target.PATH}."

    login.log_in("standard_user")

    target.wait_until_open()
