# API Validation Test: send the calls with Python's urllib.request, then wait for the page to show what the backend got.
import json
import time
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def card(title):
    # Each card is a section named by its heading.
    return (By.XPATH, f'//section[.//h2[normalize-space()="{title}"]]')


def call(url, method, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method)
    if data is not None:
        request.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(request) as response:
        return json.load(response)


def open_page(driver, base_url):
    # A workspace of our own (3 to 32 of a-z, 0-9, -), so that nobody else's calls show up.
    workspace = f"se-{time.time_ns()}"
    driver.get(f"{base_url}/apiPage?workspace={workspace}")
    return f"{base_url}/api/practice/{workspace}", WebDriverWait(driver, 10)


def test_a_post_to_echo_shows_in_the_post_card(driver, base_url):
    api, wait = open_page(driver, base_url)
    wait.until(EC.text_to_be_present_in_element(card("POST /echo"), "No POST received yet."))

    answer = call(f"{api}/echo", "POST", {"name": "test"})
    assert answer["received"] == {"name": "test"}

    # The page polls every 2 s: wait for the JSON, indented by 2 spaces.
    pre = (By.XPATH, f'{card("POST /echo")[1]}//pre')
    wait.until(EC.text_to_be_present_in_element(pre, '"name": "test"'))
    assert driver.find_element(*pre).text == '{\n  "name": "test"\n}'


def test_a_delete_removes_the_test_element(driver, base_url):
    api, wait = open_page(driver, base_url)
    wait.until(EC.text_to_be_present_in_element(card("DELETE /delete"), "✅ This element is visible"))

    assert call(f"{api}/delete", "DELETE")["deleted"] is True

    wait.until(
        EC.text_to_be_present_in_element(card("DELETE /delete"), "❌ This element has been deleted")
    )
