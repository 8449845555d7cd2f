# Cookies: read and add cookies with get_cookies / add_cookie, and check the page's two tables.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

STATUS = (By.CSS_SELECTOR, '[role="status"]')
VISIBLE = "Cookies visible to this page"
RECEIVED = "Cookies the server received"


def button(name):
    return (By.XPATH, f'//button[normalize-space()="{name}"]')


def table_row(caption, name):
    return (
        By.XPATH,
        f'//table[caption[normalize-space()="{caption}"]]//tr[td[1][normalize-space()="{name}"]]',
    )


def test_a_cookie_set_on_the_page_is_in_the_browser(driver, base_url):
    driver.get(f"{base_url}/cookies")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.visibility_of_element_located((By.ID, "cookie-name"))).send_keys("flavour")
    driver.find_element(By.ID, "cookie-value").send_keys("chocolate")
    driver.find_element(*button("Set cookie")).click()
    wait.until(EC.text_to_be_present_in_element(STATUS, "Cookie flavour set."))
    row = wait.until(EC.visibility_of_element_located(table_row(VISIBLE, "flavour")))
    assert "chocolate" in row.text
    assert driver.get_cookie("flavour")["value"] == "chocolate"


def test_a_cookie_added_by_the_test_shows_after_refresh(driver, base_url):
    driver.get(f"{base_url}/cookies")
    driver.add_cookie({"name": "tool", "value": "added", "path": "/"})
    wait = WebDriverWait(driver, 10)
    wait.until(EC.element_to_be_clickable(button("Refresh list"))).click()
    row = wait.until(EC.visibility_of_element_located(table_row(RECEIVED, "tool")))
    assert "added" in row.text


def test_the_httponly_cookie_is_hidden_from_the_page(driver, base_url):
    driver.get(f"{base_url}/cookies")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.element_to_be_clickable(button("Set an HttpOnly cookie"))).click()
    wait.until(EC.text_to_be_present_in_element(STATUS, "HttpOnly cookie set."))
    row = wait.until(EC.visibility_of_element_located(table_row(RECEIVED, "practice_httponly")))
    assert "(HttpOnly: hidden)" in row.text
    assert "practice_httponly" not in driver.execute_script("return document.cookie")
    assert driver.get_cookie("practice_httponly")["httpOnly"] is True
