# Console errors: Chrome's goog:loggingPrefs {'browser': 'ALL'} and driver.get_log('browser').
# get_log returns only the entries logged since its last call. In other browsers, Selenium 4's
# BiDi API does the same: driver.script.add_console_message_handler / add_javascript_error_handler.
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

NOT_FOUND = "Failed to load resource: the server responded with a status of 404 (Not Found)"


@pytest.fixture
def chrome_capabilities():
    # Keep every level of the browser's console (the default keeps fewer).
    return {"goog:loggingPrefs": {"browser": "ALL"}}


def button(label):
    return (By.XPATH, f'//button[normalize-space()="{label}"]')


def count(row):
    return (
        By.XPATH,
        '//table[caption[normalize-space()="Events counted by the page"]]'
        f'//tr[th[normalize-space()="{row}"]]/td',
    )


def open_page(driver, base_url, query=""):
    driver.get(f"{base_url}/consoleErrors{query}")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.text_to_be_present_in_element(count("Total"), "0"))
    return wait


def browser_log(driver, wait, n):
    """The next n entries of the browser's log, as (level, message), waiting until they came."""
    entries = []

    def arrived(d):
        entries.extend(d.get_log("browser"))
        return len(entries) >= n

    wait.until(arrived)
    return [(entry["level"], entry["message"]) for entry in entries]


def test_a_plain_load_logs_nothing(driver, base_url):
    open_page(driver, base_url)
    assert driver.get_log("browser") == []


def test_each_console_button_logs_its_level_and_text(driver, base_url):
    wait = open_page(driver, base_url)
    for label, level, text in [
        ("Log a message", "INFO", "Practice log message"),
        ("Log info", "INFO", "Practice info message"),
        ("Log a warning", "WARNING", "Practice warning message"),
        ("Log an error", "SEVERE", "Practice error message"),
        ("Log a debug message", "DEBUG", "Practice debug message"),
    ]:
        driver.find_element(*button(label)).click()
        [(entry_level, message)] = browser_log(driver, wait, 1)
        assert entry_level == level
        # The message starts with the script's address and position, then the quoted text.
        assert message.endswith(f'"{text}"')
    assert driver.find_element(*count("Total")).text == "5"


def test_a_rejected_promise_is_severe_and_counted(driver, base_url):
    wait = open_page(driver, base_url)
    driver.find_element(*button("Reject a promise")).click()
    [(level, message)] = browser_log(driver, wait, 1)
    assert level == "SEVERE"
    # "Uncaught Error: ..." or "Uncaught (in promise) Error: ...", by Chrome's version.
    assert "Uncaught" in message and message.endswith("Error: Practice unhandled rejection")
    wait.until(EC.text_to_be_present_in_element(count("Unhandled rejections"), "1"))


def test_an_uncaught_error_is_severe_and_counted(driver, base_url):
    wait = open_page(driver, base_url)
    driver.find_element(*button("Throw an uncaught error")).click()
    [(level, message)] = browser_log(driver, wait, 1)
    assert level == "SEVERE"
    assert "Uncaught Error: Practice uncaught error" in message
    wait.until(EC.text_to_be_present_in_element(count("Uncaught errors"), "1"))


def test_the_missing_image_logs_a_404(driver, base_url):
    wait = open_page(driver, base_url)
    driver.find_element(*button("Load a missing image")).click()
    [(level, message)] = browser_log(driver, wait, 1)
    assert level == "SEVERE"
    assert message == f"{base_url}/media/console/missing.png?n=1 - {NOT_FOUND}"
    wait.until(EC.text_to_be_present_in_element(count("Failed resources"), "1"))


def test_an_error_on_load_is_in_the_log(driver, base_url):
    driver.get(f"{base_url}/consoleErrors?errorOnLoad=1")
    wait = WebDriverWait(driver, 10)
    [(level, message)] = browser_log(driver, wait, 1)
    assert level == "SEVERE"
    assert "Uncaught Error: Practice error on load" in message
    wait.until(EC.text_to_be_present_in_element(count("Uncaught errors"), "1"))
