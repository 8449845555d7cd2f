"""Auto Wait: Selenium does not wait by itself; wait explicitly until the target can take the action."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait

STATUS = (By.CSS_SELECTOR, "[role=status]")


def open_page(driver, base_url):
    driver.get(f"{base_url}/autoWait")
    WebDriverWait(driver, 10).until(EC.text_to_be_present_in_element(STATUS, "Ready."))


def press(driver, name):
    driver.find_element(By.XPATH, f"//button[.='{name}']").click()


def test_click_after_disable(driver, base_url):
    open_page(driver, base_url)
    press(driver, "Disable for 3 s")
    # element_to_be_clickable waits for visible and enabled: the restore comes after 3 s.
    target = WebDriverWait(driver, 6).until(EC.element_to_be_clickable((By.ID, "target")))
    target.click()
    WebDriverWait(driver, 5).until(EC.text_to_be_present_in_element(STATUS, "The target was clicked."))


def test_type_after_read_only(driver, base_url):
    open_page(driver, base_url)
    Select(driver.find_element(By.XPATH, "//select[@id=//label[.='Element type']/@for]")).select_by_visible_text(
        "Input"
    )
    press(driver, "Make read-only for 3 s")
    WebDriverWait(driver, 5).until(EC.text_to_be_present_in_element(STATUS, "Target is read-only for 3 s."))
    # Typing into a read-only field does nothing, so wait for the readonly attribute to go.
    field = driver.find_element(By.ID, "target")
    WebDriverWait(driver, 6).until(lambda d: field.get_attribute("readonly") is None)
    field.send_keys("Hello")
    WebDriverWait(driver, 5).until(EC.text_to_be_present_in_element(STATUS, "Typed: Hello"))


def test_click_after_cover(driver, base_url):
    open_page(driver, base_url)
    press(driver, "Cover for 3 s")
    # A click now would hit the red block (ElementClickInterceptedException): wait for the restore.
    WebDriverWait(driver, 6).until(EC.text_to_be_present_in_element(STATUS, "Target restored."))
    driver.find_element(By.ID, "target").click()
    WebDriverWait(driver, 5).until(EC.text_to_be_present_in_element(STATUS, "The target was clicked."))
