# Network requests: the page's own log and result lines, then what was sent from Chrome's
# performance log (goog:loggingPrefs {'performance': 'ALL'}, Network.requestWillBeSent events:
# URL, method, headers, postData). CDP blocks a request: Network.setBlockedURLs through
# execute_cdp_cmd. Changing or mocking a request on its way (CDP Fetch.requestPaused, or BiDi's
# driver.network.add_request_handler in newer Selenium) needs an event listener, which
# execute_cdp_cmd alone cannot be.
import json

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


@pytest.fixture
def chrome_capabilities():
    return {"goog:loggingPrefs": {"performance": "ALL"}}


def button(label):
    return (By.XPATH, f'//button[normalize-space()="{label}"]')


def result(card):
    return (By.ID, f"result-{card}")


def log_cell(n, column):
    """Row n (from 1) of the request log, column from 1 (#, Method, URL, Outcome, Time)."""
    return (
        By.XPATH,
        f'//table[caption[normalize-space()="Request log"]]/tbody/tr[{n}]/td[{column}]',
    )


def open_page(driver, base_url):
    driver.get(f"{base_url}/networkRequests")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.text_to_be_present_in_element(result("search"), "Not sent yet."))
    return wait


def sent_requests(driver, path):
    """The requests sent to a path so far, as Chrome's performance log recorded them."""
    requests = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            request = message["params"]["request"]
            if path in request["url"]:
                requests.append(request)
    return requests


def test_save_profile_sends_the_json_body_and_request_id(driver, base_url):
    wait = open_page(driver, base_url)
    driver.find_element(*button("Save profile")).click()
    wait.until(
        EC.text_to_be_present_in_element(result("save"), "200 OK: saved Tester as request pg-1")
    )
    [request] = sent_requests(driver, "/api/network/profile")
    assert request["method"] == "POST"
    assert json.loads(request["postData"]) == {"displayName": "Tester", "newsletter": False}
    assert request["headers"]["X-Request-Id"] == "pg-1"
    assert driver.find_element(*log_cell(1, 4)).text == "200 OK"


def test_load_report_answers_503(driver, base_url):
    wait = open_page(driver, base_url)
    driver.find_element(*button("Load report")).click()
    wait.until(
        EC.text_to_be_present_in_element(
            result("report"),
            "503 Service Unavailable: The report service is down. Try again later.",
        )
    )
    assert driver.find_element(*log_cell(1, 3)).text == "/api/network/report"
    assert driver.find_element(*log_cell(1, 4)).text == "503 Service Unavailable"


def test_search_finds_three_lamps(driver, base_url):
    wait = open_page(driver, base_url)
    driver.find_element(*button("Search")).click()
    wait.until(
        EC.text_to_be_present_in_element(
            result("search"), "200 OK: 3 results (Desk lamp, Floor lamp, Reading lamp)"
        )
    )
    [request] = sent_requests(driver, "/api/network/search")
    assert request["url"].endswith("/api/network/search?q=lamp")


def test_a_blocked_request_is_a_network_error(driver, base_url):
    wait = open_page(driver, base_url)
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/api/network/search*"]})
    driver.find_element(*button("Search")).click()
    wait.until(
        EC.text_to_be_present_in_element(
            result("search"), "Network error: the request did not complete."
        )
    )
    assert driver.find_element(*log_cell(1, 4)).text == "network error"


def test_the_beacon_is_delivered(driver, base_url):
    wait = open_page(driver, base_url)
    driver.find_element(*button("Send beacon")).click()
    wait.until(EC.text_to_be_present_in_element(result("beacon"), "Beacon delivered."))
    [request] = sent_requests(driver, "/api/network/pixel")
    assert request["url"].endswith("/api/network/pixel?n=1")
    assert driver.find_element(*log_cell(1, 4)).text == "image loaded"
