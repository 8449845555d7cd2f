# Non-breaking space: an XPath text() match must use U+00A0 where the page does.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

NBSP = "\u00a0"


def test_find_the_place_order_button(driver, base_url):
    driver.get(f"{base_url}/nonBreakingSpace")
    with_nbsp = (By.XPATH, f"//button[text()='Place{NBSP}Order']")
    button = WebDriverWait(driver, 10).until(EC.element_to_be_clickable(with_nbsp))
    # The same XPath with an ordinary space finds nothing.
    assert driver.find_elements(By.XPATH, "//button[text()='Place Order']") == []
    # normalize-space() does not help either: it only collapses ASCII white space.
    assert driver.find_elements(By.XPATH, "//button[normalize-space()='Place Order']") == []

    button.click()
    status = driver.find_element(By.CSS_SELECTOR, "[role='status']")
    WebDriverWait(driver, 5).until(lambda d: status.text == "Place Order clicked.")
