# Ordered Table: click sortable headers and read the rows in their new order.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

FIRST_ROW = (By.CSS_SELECTOR, "tbody tr:first-child")
BALANCE = (By.XPATH, '//th//button[starts-with(normalize-space(), "Balance")]')


def test_sorting_table_1_by_balance(driver, base_url):
    driver.get(f"{base_url}/orderedTable")
    wait = WebDriverWait(driver, 10)

    wait.until(EC.element_to_be_clickable(BALANCE)).click()
    wait.until(EC.text_to_be_present_in_element(FIRST_ROW, "George"))
    assert "8000" in driver.find_element(*FIRST_ROW).text

    driver.find_element(*BALANCE).click()
    wait.until(EC.text_to_be_present_in_element(FIRST_ROW, "Diana"))
    # The header's aria-sort tells the direction.
    th = driver.find_element(By.XPATH, '//th[.//button[starts-with(normalize-space(), "Balance")]]')
    assert th.get_attribute("aria-sort") == "ascending"
