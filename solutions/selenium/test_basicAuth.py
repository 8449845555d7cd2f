# Basic Auth: credentials in the URL, or an Authorization header set through CDP.
import base64
import urllib.error
import urllib.request
from urllib.parse import urlsplit

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

SIGNED_IN = "You are signed in with HTTP Basic authentication as student."


def with_credentials(base_url, username, password):
    # http://localhost:3000 -> http://student:playground@localhost:3000
    parts = urlsplit(base_url)
    return f"{parts.scheme}://{username}:{password}@{parts.netloc}"


def test_credentials_in_the_url_open_the_protected_page(driver, base_url):
    driver.get(with_credentials(base_url, "student", "playground") + "/basicAuth/secure")
    WebDriverWait(driver, 10).until(
        EC.visibility_of_element_located((By.XPATH, f'//p[normalize-space()="{SIGNED_IN}"]')))


def test_an_authorization_header_opens_the_protected_page(driver, base_url):
    token = base64.b64encode(b"student:playground").decode("ascii")
    # Chrome adds this header to every request of the page from now on.
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd(
        "Network.setExtraHTTPHeaders", {"headers": {"Authorization": f"Basic {token}"}})
    driver.get(f"{base_url}/basicAuth")
    WebDriverWait(driver, 10).until(EC.element_to_be_clickable(
        (By.LINK_TEXT, "Open the protected page"))).click()
    WebDriverWait(driver, 10).until(
        EC.visibility_of_element_located((By.XPATH, f'//p[normalize-space()="{SIGNED_IN}"]')))


def test_without_credentials_the_server_answers_401(base_url):
    # WebDriver does not expose HTTP statuses: ask the server directly.
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(f"{base_url}/basicAuth/secure")
    assert refused.value.code == 401
    assert refused.value.headers["WWW-Authenticate"].startswith("Basic realm=")
