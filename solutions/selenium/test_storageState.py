# Stored login state: sign in once, save get_cookies() and the stores read by script; later, on a
# page of the site, add_cookie (httpOnly kept), write the stores with execute_async_script, reload.
import time

import pytest
from conftest import new_chrome, quit_chrome
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

STATUS = (By.CSS_SELECTOR, '[role="status"]')
IN_THIS_TAB = "Signed in as tester (sign-in step done in this tab)."
RESTORED = "Signed in as tester (restored from stored state, no sign-in step)."

READ_PROFILE = """
const done = arguments[arguments.length - 1];
const open = indexedDB.open('storageDemo', 1);
open.onsuccess = () => {
  const db = open.result;
  const all = db.transaction('profile').objectStore('profile').getAll();
  all.onsuccess = () => { db.close(); done(all.result); };
};
"""

WRITE_PROFILE = """
const [records, done] = arguments;
const open = indexedDB.open('storageDemo', 1);
open.onupgradeneeded = () => open.result.createObjectStore('profile', { keyPath: 'username' });
open.onsuccess = () => {
  const db = open.result;
  const write = db.transaction('profile', 'readwrite');
  for (const record of records) write.objectStore('profile').put(record);
  write.oncomplete = () => { db.close(); done(); };
};
"""


def status_is(driver, text, seconds=10):
    WebDriverWait(driver, seconds).until(EC.text_to_be_present_in_element(STATUS, text))
    assert driver.find_element(*STATUS).text == text


def store_value(driver, store):
    return driver.find_element(
        By.XPATH, f'//table[caption="What each store holds"]//tr[th="{store}"]/td[last()]'
    ).text


def sign_in(driver):
    driver.find_element(By.ID, "storage-username").send_keys("tester")
    driver.find_element(By.ID, "storage-password").send_keys("Str0ng!Pass")
    driver.find_element(By.XPATH, '//button[normalize-space()="Sign in"]').click()


@pytest.fixture(scope="module")
def saved_state(base_url):
    """The setup step, once for the module: a browser of its own signs in and saves its state."""
    browser = new_chrome()
    try:
        browser.get(f"{base_url}/storageState")
        status_is(browser, "Signed out.")
        sign_in(browser)
        status_is(browser, IN_THIS_TAB)
        # sessionStorage is left out on purpose: it belongs to one tab.
        yield {
            "cookies": browser.get_cookies(),
            "localStorage": browser.execute_script(
                "return { storageDemoUser: localStorage.getItem('storageDemoUser') }"
            ),
            "indexedDB": browser.execute_async_script(READ_PROFILE),
        }
    finally:
        quit_chrome(browser)


def restore(driver, base_url, state, with_indexed_db=True):
    # Cookies can be added only for the page's own site: open a page of it first.
    driver.get(f"{base_url}/storageState")
    status_is(driver, "Signed out.")
    for cookie in state["cookies"]:
        # A host-only cookie for this page; httpOnly and the rest as saved.
        driver.add_cookie({key: value for key, value in cookie.items() if key != "domain"})
    for key, value in state["localStorage"].items():
        driver.execute_script("localStorage.setItem(arguments[0], arguments[1])", key, value)
    if with_indexed_db:
        driver.execute_async_script(WRITE_PROFILE, state["indexedDB"])
    driver.refresh()


def test_a_fresh_browser_is_signed_out_and_signing_in_takes_3_seconds(driver, base_url):
    driver.get(f"{base_url}/storageState")
    status_is(driver, "Signed out.")
    started = time.monotonic()
    sign_in(driver)
    status_is(driver, IN_THIS_TAB)
    assert time.monotonic() - started >= 3
    # The session cookie is HttpOnly: WebDriver sees it, the page's scripts do not.
    assert driver.get_cookie("storage_demo_session")["httpOnly"] is True
    assert "storage_demo_session" not in driver.execute_script("return document.cookie")

    driver.find_element(By.XPATH, '//button[normalize-space()="Sign out"]').click()
    status_is(driver, "Signed out. All four stores are empty.")
    for store in ["Cookie", "localStorage", "sessionStorage", "IndexedDB"]:
        assert store_value(driver, store) == "(none)"


def test_the_saved_state_signs_in_at_once(driver, base_url, saved_state):
    restore(driver, base_url, saved_state)
    status_is(driver, RESTORED, seconds=1)
    assert store_value(driver, "sessionStorage") == "(none)"


def test_a_state_without_indexeddb_is_incomplete(driver, base_url, saved_state):
    restore(driver, base_url, saved_state, with_indexed_db=False)
    status_is(driver, "Stored state is incomplete: IndexedDB missing. Sign in again.")
