# Overlapped Element: scroll a box so a covered input comes clear before typing into it.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

BOX = (By.CSS_SELECTOR, "[role='region'][aria-label='Fields']")
NAME = (By.ID, "name")
STATUS = (By.CSS_SELECTOR, "[role='status']")


def test_scrolls_name_clear_then_types(driver, base_url):
    driver.get(f"{base_url}/overlappedElement")
    wait = WebDriverWait(driver, 5)
    box = wait.until(EC.presence_of_element_located(BOX))
    # Scroll the box itself (not the window) until Name is out from under the grey block.
    driver.execute_script("arguments[0].scrollTop = 40", box)
    name = driver.find_element(*NAME)
    name.click()
    name.send_keys("Alice")
    wait.until(EC.text_to_be_present_in_element(STATUS, "Name: Alice"))
    assert name.get_attribute("value") == "Alice"


def test_typing_while_covered_empties_the_field(driver, base_url):
    driver.get(f"{base_url}/overlappedElement")
    wait = WebDriverWait(driver, 5)
    name = wait.until(EC.presence_of_element_located(NAME))
    # send_keys types into the focused field even though the block covers its centre.
    name.send_keys("Alice")
    wait.until(
        EC.text_to_be_present_in_element(
            STATUS, "Name was cleared: it was covered while you typed."
        )
    )
    assert name.get_attribute("value") == ""
