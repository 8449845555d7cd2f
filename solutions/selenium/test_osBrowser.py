# OS & Browser: compare what the page detected with what the driven browser really is.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

HEADLESS_CARD = (By.XPATH, '//div[contains(@class,"card")][.//h2[normalize-space()="Headless Mode"]]')


def test_an_automated_chromium_is_headless_chrome(driver, base_url):
    driver.get(f"{base_url}/osBrowser")
    wait = WebDriverWait(driver, 10)
    wait.until(EC.visibility_of_element_located(
        (By.XPATH, '//li[normalize-space()="Browser Family: Chrome (Chromium)"]')))

    # The User-Agent line equals the browser's own user agent.
    user_agent = driver.execute_script("return navigator.userAgent;")
    line = driver.find_element(By.XPATH, '//li[starts-with(normalize-space(), "User-Agent:")]')
    assert line.text == f"User-Agent: {user_agent}"

    # WebDriver sets navigator.webdriver, so the page sees a headless (automated) browser.
    wait.until(EC.text_to_be_present_in_element(HEADLESS_CARD, "Status: On"))
